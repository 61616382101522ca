import jax.numpy as jnp
import numpy as np

from system import md_step

N_BEADS = 12
WARMUP = 4
N_STEPS = 8


def straight_chain(n):
    x = np.zeros((n, 3), np.float32)
    x[:, 0] = np.arange(n)
    return jnp.asarray(x)


def helix(n, radius=1.0, pitch=0.5):
    t = np.arange(n) * 0.9
    return jnp.asarray(np.column_stack([radius * np.cos(t), radius * np.sin(t), pitch * t]), jnp.float32)


def main():
    x = straight_chain(N_BEADS)
    v = jnp.zeros_like(x)
    target = helix(N_BEADS)
    for step in range(N_STEPS):
        ramp = min(1, step / WARMUP)
        x, v, e = md_step(x, v, target, ramp)
        print(f"step {step}: ramp {ramp:.2f} energy {float(e):.3f}")


if __name__ == "__main__":
    main()
