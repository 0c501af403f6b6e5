#ifndef FLOWSIM_CREADLINE_SHIM_H
#define FLOWSIM_CREADLINE_SHIM_H
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

// Readline keeps its state in C globals; these accessors keep Swift away from them.

static inline void flowsim_rl_set_name(const char *name) { rl_readline_name = name; }

static inline void flowsim_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

static inline void flowsim_rl_completion_over(void) { rl_attempted_completion_over = 1; }

static inline const char *flowsim_rl_line_buffer(void) { return rl_line_buffer; }

static inline const char *flowsim_history_last(void) {
  if (history_length <= 0) return NULL;
  HIST_ENTRY *entry = history_get(history_base + history_length - 1);
  return entry ? entry->line : NULL;
}

// Live sessions: readline calls the idle hook about ten times a second while it waits for a key.
static inline void flowsim_rl_set_idle(rl_hook_func_t *function) { rl_event_hook = function; }

static inline int flowsim_rl_line_is_empty(void) { return rl_end == 0; }

// Writes `text` above the prompt, then draws the prompt (with `prompt`) and the line again.
static inline void flowsim_rl_print_above(const char *text, const char *prompt) {
  (void)!write(STDOUT_FILENO, "\r\033[K", 4);
  (void)!write(STDOUT_FILENO, text, strlen(text));
  rl_set_prompt(prompt);
  rl_on_new_line();
  rl_redisplay();
}

// Ctrl-C abandons the line being edited and keeps the session.
static void flowsim_rl_on_sigint(int signal_number) {
  (void)signal_number;
  (void)!write(STDOUT_FILENO, "\n", 1);
  rl_on_new_line();
  rl_replace_line("", 0);
  rl_redisplay();
}

static inline void flowsim_rl_install_sigint(void) {
  rl_catch_signals = 0;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = flowsim_rl_on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGINT, &action, NULL);
  // A parent may have left SIGINT blocked, and the mask survives exec: unblock it.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

#endif
