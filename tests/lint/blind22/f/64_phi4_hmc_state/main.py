import jax
import jax.numpy as jnp

from hmc import HMCState, hmc_step

L = 8
KAPPA = 0.22
LAMBDA = 1.1


def main():
    key = jax.random.PRNGKey(0)
    state = HMCState(jnp.zeros((L, L)), key)
    n_acc = 0
    for it in range(12):
        state, acc = hmc_step(state, KAPPA, LAMBDA)
        n_acc += int(acc)
    m = float(jnp.mean(state.phi))
    print(f"acceptance {n_acc / 12:.2f} <phi>={m:.4f}")


if __name__ == "__main__":
    main()
