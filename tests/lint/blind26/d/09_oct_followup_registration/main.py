import numpy as np

from register import make_aligner


def load_visit_pair(patient_id):
    rng = np.random.default_rng(patient_id)
    base = rng.normal(size=(32, 32)).astype(np.float32)
    base = np.cumsum(np.cumsum(base, 0), 1) / 30.0
    follow = np.roll(base, shift=(patient_id % 3, 1), axis=(0, 1))
    return base.astype(np.float32), follow.astype(np.float32)


def main():
    for pid in range(4):
        baseline, followup = load_visit_pair(pid)
        align = make_aligner(baseline)
        shift = align(followup)
        print(pid, np.round(np.asarray(shift), 2))


if __name__ == "__main__":
    main()
