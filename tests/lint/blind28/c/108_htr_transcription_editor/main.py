import jax
import numpy as np

from editor import TranscriptionEditor
from recogniser import init


def main():
    rng = np.random.default_rng(108)
    params = init(jax.random.PRNGKey(108))
    for page in range(2):
        lines = rng.random((6, 12, 50)).astype(np.float32)
        ed = TranscriptionEditor(params, lines)
        for i in (1, 4):
            fixed = np.clip(lines[i] + 0.1 * rng.normal(size=lines[i].shape), 0, 1).astype(np.float32)
            ed.rerun_line(i, fixed)
        print(page, ed.codes[:, :6].tolist()[0])


if __name__ == "__main__":
    main()
