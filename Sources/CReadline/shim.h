#ifndef FLOWSIM_CREADLINE_SHIM_H
#define FLOWSIM_CREADLINE_SHIM_H
#include <errno.h>
#include <stdlib.h>
#include <poll.h>
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#if defined(FLOWSIM_EDITLINE_HEADERS)
// libedit where it installs its own headers (Debian's libedit-dev, Homebrew's libedit).
#include <editline/readline.h>
#else
// GNU readline; on macOS these two are Apple's links to libedit's readline.h.
#include <readline/readline.h>
#include <readline/history.h>
#endif

// Two line editors speak this API: GNU readline, and libedit's readline-compatible layer (the one
// macOS ships). Only GNU's header defines RL_VERSION_MAJOR. Where they differ (Ctrl-C, the idle
// hook, appending to the history file) the functions below do the same thing each its own way.
//
// Readline keeps its state in C globals; these accessors keep Swift away from them. Only
// ReadlineInput.swift calls them, so the few static variables below exist once.
#if defined(RL_VERSION_MAJOR)
#define FLOWSIM_GNU_READLINE 1
#endif

/// The line editor, for `flowsim --version` and bug reports.
static inline const char *flowsim_rl_library(void) {
#if FLOWSIM_GNU_READLINE
  return "GNU readline";
#else
  return "libedit";
#endif
}

static inline void flowsim_rl_set_name(const char *name) { rl_readline_name = name; }

static inline void flowsim_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

static inline void flowsim_rl_completion_over(void) { rl_attempted_completion_over = 1; }

/// What follows a word completed to its end: a space, or nothing (0) for a list id, after which
/// a `[` goes on to a row.
static inline void flowsim_rl_set_append(int character) {
  rl_completion_append_character = character;
}

static inline const char *flowsim_rl_line_buffer(void) { return rl_line_buffer; }

static inline const char *flowsim_history_last(void) {
  if (history_length <= 0) return NULL;
  HIST_ENTRY *entry = history_get(history_base + history_length - 1);
  return entry ? entry->line : NULL;
}

/// Appends the newest history entry to the file at `path`, keeping its last 1000 lines.
static inline void flowsim_history_append(const char *path) {
#if FLOWSIM_GNU_READLINE
  append_history(1, path);
#else
  stifle_history(1000);  // libedit has no append_history: it writes the whole (short) list
  write_history(path);
#endif
  history_truncate_file(path, 1000);
}

#if FLOWSIM_GNU_READLINE

// Idle: readline calls the hook about ten times a second while it waits for a key.
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

static inline void flowsim_rl_begin_line(void) {}

// GNU readline prints updates itself (flowsim_rl_print_above): no line ends for one.
static inline char *flowsim_rl_take_update(char **prompt) {
  *prompt = NULL;
  return NULL;
}

// Whether Ctrl-C ended the line just read (with GNU readline it never ends one: the handler
// clears it and readline goes on reading).
static inline int flowsim_rl_take_interrupt(void) { return 0; }

static inline int flowsim_rl_sigaction_flags(void) { return SA_RESTART; }

static inline void flowsim_rl_install_getc(void) {}

#else  // libedit

// libedit has no rl_replace_line, and on macOS no working rl_event_hook, so flowsim reads the
// keys itself (rl_getc_function): it waits with poll(), calls the idle hook every 100 ms, and a
// Ctrl-C (which interrupts the wait) ends the line, which readLine then drops.
static rl_hook_func_t *flowsim_idle_hook = NULL;
static volatile sig_atomic_t flowsim_interrupted = 0;
static int flowsim_keys_since_prompt = 0;

static inline void flowsim_rl_set_idle(rl_hook_func_t *function) { flowsim_idle_hook = function; }

// libedit does not keep rl_end up to date while it reads, so any key counts as a line begun.
static inline int flowsim_rl_line_is_empty(void) { return flowsim_keys_since_prompt == 0; }

// libedit cannot be told that the screen changed under it, so an update ends the (empty) line
// instead: readLine takes the update, prints it and starts a new line with the new prompt.
static char *flowsim_update_text = NULL;
static char *flowsim_update_prompt = NULL;

static inline void flowsim_rl_print_above(const char *text, const char *prompt) {
  free(flowsim_update_text);
  free(flowsim_update_prompt);
  flowsim_update_text = strdup(text);
  flowsim_update_prompt = strdup(prompt);
}

static void flowsim_rl_on_sigint(int signal_number) {
  (void)signal_number;
  flowsim_interrupted = 1;
}

static int flowsim_rl_getc(FILE *stream) {
  int descriptor = fileno(stream);
  for (;;) {
    if (flowsim_interrupted) return '\n';
    struct pollfd wait = {descriptor, POLLIN, 0};
    int ready = poll(&wait, 1, flowsim_idle_hook ? 100 : -1);
    if (ready < 0) {
      if (errno == EINTR) continue;
      return EOF;
    }
    if (ready == 0) {
      flowsim_idle_hook();
      if (flowsim_update_text) return '\n';
      continue;
    }
    unsigned char key;
    ssize_t count = read(descriptor, &key, 1);
    if (count == 1) {
      flowsim_keys_since_prompt += 1;
      return key;
    }
    if (count < 0 && errno == EINTR) continue;
    return EOF;
  }
}

static inline void flowsim_rl_begin_line(void) { flowsim_keys_since_prompt = 0; }

// The update that ended the line, if one did: its text, then (with `prompt`) the new prompt. The
// caller frees both.
static inline char *flowsim_rl_take_update(char **prompt) {
  char *text = flowsim_update_text;
  *prompt = flowsim_update_prompt;
  flowsim_update_text = NULL;
  flowsim_update_prompt = NULL;
  return text;
}

static inline int flowsim_rl_take_interrupt(void) {
  int interrupted = flowsim_interrupted;
  flowsim_interrupted = 0;
  return interrupted;
}

// No SA_RESTART: the signal must interrupt poll() so that the line ends.
static inline int flowsim_rl_sigaction_flags(void) { return 0; }

static inline void flowsim_rl_install_getc(void) { rl_getc_function = flowsim_rl_getc; }

#endif

static inline void flowsim_rl_install_sigint(void) {
  rl_catch_signals = 0;
  flowsim_rl_install_getc();
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = flowsim_rl_on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flowsim_rl_sigaction_flags();
  sigaction(SIGINT, &action, NULL);
  // A parent may have left SIGINT blocked, and the mask survives exec: unblock it.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

#endif
