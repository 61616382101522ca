import numpy as np

from edits import Transition
from mixer import equal_power_crossfade


def main():
    rng = np.random.default_rng(0)
    transitions = [Transition("c1", "c2"), Transition("c2", "c3").auto_length(np.array([0.42, 0.9], np.float32)),
                   Transition("c3", "c4"), Transition("c4", "c5").auto_length(np.array([0.3], np.float32))]
    for tr in transitions:
        a = rng.standard_normal(8000).astype(np.float32) * 0.3
        b = rng.standard_normal(8000).astype(np.float32) * 0.3
        out = equal_power_crossfade(a, b, tr.fade_s)
        print(tr.outgoing, "->", tr.incoming, round(float(np.abs(np.asarray(out)).mean()), 4))


if __name__ == "__main__":
    main()
