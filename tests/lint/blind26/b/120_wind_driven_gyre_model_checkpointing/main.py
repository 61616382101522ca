import numpy as np

from checkpoint import MemoryCheckpointer
from model import init_state, stommel_step


def main():
    ny, nx = 40, 40
    y = np.linspace(0, 1, ny)[:, None]
    curl = (-0.01 * np.sin(np.pi * y) * np.ones((1, nx))).astype(np.float32)
    state = init_state(nx, ny)
    ckpt = MemoryCheckpointer()
    for step in range(60):
        state = stommel_step(state, curl, 0.1)
        if step % 20 == 19:
            ckpt.save(state)
            state = ckpt.restore()
            print(f"step {step + 1}: checkpointed, max streamfunction {float(np.abs(state['psi']).max()):.4f}")


if __name__ == "__main__":
    main()
