import numpy as np
import jax
import jax.numpy as jnp

# Variable-amplitude block programme for a welded T-joint specimen (Gassner-type)
BLOCK_AMPLITUDES = jnp.array([40.0, 70.0, 100.0, 130.0, 100.0, 70.0], dtype=jnp.float32)
CYCLES_PER_STEP = 5000


@jax.jit
def step_specimen(state, cycle_block, stiffness_drop_rate):
    """Continuum damage (Lemaitre-style) evolution under the current block amplitude."""
    D, compliance = state
    amp = BLOCK_AMPLITUDES[cycle_block % BLOCK_AMPLITUDES.shape[0]]
    s_eff = amp / (1.0 - D)
    dD = CYCLES_PER_STEP * (s_eff / 900.0) ** 4 / 1e3
    D = jnp.minimum(D + dD, 0.99)
    compliance = compliance * (1.0 + stiffness_drop_rate * dD)
    return (D, compliance), amp


def main():
    state = (jnp.array([0.0, 0.02, 0.05, 0.1], jnp.float32), jnp.ones(4, jnp.float32))  # initial defect severity
    rates = 1.5
    for block in range(36):
        state, amp = step_specimen(state, block, rates)
        if block % 6 == 5:
            D, c = state
            print(f"after {(block + 1) * CYCLES_PER_STEP:7d} cycles: D={np.round(np.asarray(D), 4)} C/C0={float(c[0]):.4f}")


if __name__ == "__main__":
    main()
