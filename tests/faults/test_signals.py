"""A signal inside a garbage-collection callback, in process: a stop request the run
checks, never an exception raised where it would be lost.
"""

from __future__ import annotations

import os
import sys

import pytest


def test_sigterm_inside_a_gc_callback_is_a_stop_request_not_a_lost_exception():
    import gc
    import signal

    from jaxcheck._src.util import stop

    fired = []

    def in_gc(phase, info):  # where JAX's _xla_gc_callback runs
        if phase == "start" and not fired:
            fired.append(phase)
            os.kill(os.getpid(), signal.SIGTERM)
            for _ in range(1000):  # the handler runs here, inside the callback
                pass

    lost = []
    hook, sys.unraisablehook = sys.unraisablehook, lost.append
    try:
        with stop.stop_on_signals():
            gc.callbacks.insert(1, in_gc)  # among the others, as JAX's is
            try:
                gc.collect()
            finally:
                gc.callbacks.remove(in_gc)
            assert fired and stop.requested() == "SIGTERM"
            assert not lost, "an exception was raised, and lost, inside garbage collection"
            with pytest.raises(KeyboardInterrupt):
                stop.checkpoint()
    finally:
        sys.unraisablehook = hook
    assert stop.requested() is None  # the block's end calls the deadline off


def test_a_signal_inside_a_gc_callback_the_target_appended_is_never_raised_there():
    """The target's own gc callback, appended after jaxcheck's, runs after jaxcheck's
    has said the collection ended: an exception raised there would be printed and lost
    ("Exception ignored in"), so the stop request waits for a checkpoint."""
    import gc

    from jaxcheck._src.util import stop

    seen = []

    def late(phase, info):
        seen.append((phase, stop._safe_to_raise(sys._getframe())))

    with stop.stop_on_signals():
        gc.callbacks.append(late)  # after jaxcheck's `_gc_stop`
        try:
            gc.collect()
        finally:
            gc.callbacks.remove(late)
        assert stop._safe_to_raise(sys._getframe())  # outside a collection: raised
    assert seen == [("start", False), ("stop", False)]
