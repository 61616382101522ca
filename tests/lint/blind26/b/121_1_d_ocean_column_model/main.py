import io

import numpy as np

import checkpoint
from model import column_step, initial_state


def main():
    state = initial_state(50)
    for step in range(90):
        q = np.float32(0.02 * np.sin(2 * np.pi * step / 30))
        state = column_step(state, q, 1.0)
        if step % 30 == 29:
            meta, arrays = io.StringIO(), io.BytesIO()
            checkpoint.save(state, meta, arrays)
            state = checkpoint.restore(meta, arrays)
            print(f"checkpoint at step {state['step']}: SST {float(state['temp'][0]):.3f} C")


if __name__ == "__main__":
    main()
