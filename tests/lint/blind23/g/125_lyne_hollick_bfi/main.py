from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

LYNE_HOLLICK_ALPHA = 0.925


def lyne_hollick(flow, alpha):
    def step(carry, q):
        qf_prev, q_prev = carry
        qf = alpha * qf_prev + (1 + alpha) / 2 * (q - q_prev)
        qf = jnp.clip(qf, 0.0, q)
        return (qf, q), q - qf

    _, base = jax.lax.scan(step, (0.0, flow[0]), flow)
    return base.sum() / flow.sum()


bfi_standard = jax.jit(partial(lyne_hollick, alpha=LYNE_HOLLICK_ALPHA))


def main():
    rng = np.random.default_rng(3)
    for gauge in ["G1", "G2", "G3", "G4", "G5"]:
        flow = jnp.asarray((5 + rng.gamma(0.5, 4.0, 180)).astype(np.float32))
        print(f"{gauge}: BFI {float(bfi_standard(flow)):.3f}")


if __name__ == "__main__":
    main()
