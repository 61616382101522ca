"""Test hooks in every process a test starts: on ``PYTHONPATH`` for the test suite's
child processes (``helpers.subprocess_env``). Nothing is imported here.

* ``JCTEST_WITNESS_DIR``: JAX's own record of each XLA compile (tests/witness.py). When
  JAX's monitoring module is first imported, a listener is registered on it that
  appends, for each backend compile, ``<function name>\\t<1 if a jaxcheck capture was
  listening>`` to ``$JCTEST_WITNESS_DIR/<pid>`` (read at each compile: a forked child
  writes its own file).
* ``JCTEST_FAULT=module:Class.attr``: a bug planted in jaxcheck, in the processes that
  import ``module`` after start-up (a ``--isolate``/``-j`` worker, a ``run --``
  program), not in a process forked from one that had imported it already: calling
  the attribute raises ``RuntimeError("planted fault")``.
"""

import os
import sys

_MODULE = "jax._src.monitoring"
_EVENT = "/jax/core/compile/backend_compile_duration"


def _on_duration(event, duration, **kwargs):
    directory = os.environ.get("JCTEST_WITNESS_DIR")
    if event != _EVENT or not directory:
        return
    name = str(kwargs.get("fun_name", ""))
    while name.endswith(")") and "(" in name:  # jit(step) -> step
        head, _, inner = name.partition("(")
        if not head.replace("_", "").replace(".", "").replace("-", "").isalnum():
            break
        name = inner[:-1]
    installation = sys.modules.get("jaxcheck._src.capture.installation")
    listening = bool(installation is not None and installation.INSTALLATION.subscribers)
    try:
        with open(os.path.join(directory, str(os.getpid())), "a", encoding="utf-8") as f:
            f.write(f"{name}\t{int(listening)}\n")
    except OSError:
        pass


def _planted(*args, **kwargs):
    raise RuntimeError("planted fault")


def _plant(module):
    attr = os.environ["JCTEST_FAULT"].partition(":")[2]
    owner, _, name = attr.rpartition(".")
    target = module
    for part in filter(None, owner.split(".")):
        target = getattr(target, part)
    setattr(target, name, _planted)


class _Finder:
    """Runs ``after(module)`` right after each watched module is executed."""

    watch: dict = {}

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        after = cls.watch.pop(name, None)
        if after is None:
            return None
        if not cls.watch:
            sys.meta_path.remove(cls)
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path, target)
        if spec is None or spec.loader is None:
            return spec
        execute = spec.loader.exec_module

        def exec_module(module):
            execute(module)
            after(module)

        spec.loader.exec_module = exec_module
        return spec


if os.environ.get("JCTEST_WITNESS_DIR") and _MODULE not in sys.modules:
    _Finder.watch[_MODULE] = lambda m: m.register_event_duration_secs_listener(_on_duration)
if os.environ.get("JCTEST_FAULT"):
    _Finder.watch[os.environ["JCTEST_FAULT"].partition(":")[0]] = _plant
if _Finder.watch:
    sys.meta_path.insert(0, _Finder)
