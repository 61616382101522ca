"""Start-up hook of `jaxcheck run -- COMMAND`, put first on PYTHONPATH for the program.

Python imports ``sitecustomize`` at start-up, so every Python process of the
program (however it was started: a shell script, ``subprocess``, ``multiprocessing``
with spawn) runs this file. It does almost nothing until the process imports jax:

1. the ``sitecustomize`` this file shadows (a distribution's or a virtualenv's)
   is imported as usual;
2. a finder on ``sys.meta_path`` waits for ``import jax``; processes that never
   import jax pay for one name comparison per top-level import until exit;
3. right after jax's own ``__init__`` ran, jaxcheck's capture starts in the
   process (``jaxcheck._src.run.process``). An interpreter that cannot import jaxcheck
   leaves a marker file instead, so the report names it rather than skipping it.

This file must run on any Python 3.6+ and never break the program: every failure
is recorded, none is raised.
"""

import os
import sys

_DIR_VAR = "JAXCHECK_PROCESS_DIR"
_PIDS_VAR = "JAXCHECK_PIDS_DIR"  # jaxcheck._src.util.proctree.PIDS_VAR
_HERE = os.path.dirname(os.path.abspath(__file__))


def _chain():
    """Import the sitecustomize module this one hides, as Python would have."""
    saved_path = list(sys.path)
    ours = sys.modules.pop("sitecustomize", None)
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]
    try:
        import sitecustomize  # noqa: F401
    except ImportError as e:
        if getattr(e, "name", None) != "sitecustomize":
            _warn_chained(e)
    except Exception as e:
        _warn_chained(e)
    finally:
        sys.path[:] = saved_path
        if "sitecustomize" not in sys.modules and ours is not None:
            sys.modules["sitecustomize"] = ours


def _warn_chained(error):
    sys.stderr.write("Error in sitecustomize (imported through jaxcheck's start-up hook): "
                     f"{type(error).__name__}: {error}\n")


def _command():
    return list(getattr(sys, "orig_argv", None) or [sys.executable] + sys.argv)


def _marker(directory, problem):
    """Name this process in the report: it imported jax but jaxcheck could not watch it."""
    import json
    import time

    data = {"started": time.time(), "pid": os.getpid(), "ppid": os.getppid(), "command": _command(),
            "executable": sys.executable, "python": sys.version.split()[0],
            "not_captured": problem}
    path = os.path.join(directory, f"{os.getpid()}.json")
    tmp = os.path.join(directory, f".{os.getpid()}.marker.tmp")
    try:
        with open(tmp, "w") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except OSError:
        pass


def _start(directory):
    try:
        from jaxcheck._src.run import process
    except BaseException as e:
        _marker(directory, f"cannot import jaxcheck ({type(e).__name__}: {e})")
        return
    try:
        process.start(directory)
    except BaseException as e:
        _marker(directory, f"jaxcheck could not start its capture ({type(e).__name__}: {e})")


class _JaxImportWatcher:
    """A meta-path finder that only ever answers for ``jax``, once."""

    def __init__(self, directory):
        self.directory = directory

    def find_spec(self, fullname, path=None, target=None):
        if fullname != "jax":
            return None
        self.remove()
        import importlib.util

        spec = importlib.util.find_spec("jax")
        loader = getattr(spec, "loader", None)
        exec_module = getattr(loader, "exec_module", None)
        if exec_module is None:
            return spec
        directory = self.directory

        def exec_then_capture(module):
            exec_module(module)
            _start(directory)

        loader.exec_module = exec_then_capture
        return spec

    def remove(self):
        try:
            sys.meta_path.remove(self)
        except ValueError:
            pass


def _record_pid():
    """Name this process to jaxcheck first thing, jax or not, so that a timeout or a
    SIGTERM can end it even after it left the program's process group or was orphaned.
    The file holds the start time from /proc, so a reused pid is never mistaken for it."""
    directory = os.environ.get(_PIDS_VAR)
    if not directory:
        return
    started = ""
    try:
        with open("/proc/self/stat") as f:
            started = f.read().rpartition(")")[2].split()[19]
    except (OSError, IndexError):
        pass
    try:
        with open(os.path.join(directory, str(os.getpid())), "w") as f:
            f.write(started)
    except OSError:
        pass


def _install():
    directory = os.environ.get(_DIR_VAR)
    if not directory or not os.path.isdir(directory) or "jax" in sys.modules:
        return
    sys.meta_path.insert(0, _JaxImportWatcher(directory))


_record_pid()
_chain()
try:
    _install()
except Exception as _error:
    sys.stderr.write(f"jaxcheck: start-up hook not installed: {_error}\n")
