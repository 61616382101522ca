import jax
import jax.numpy as jnp
import numpy as np

from sampling import ClientSampler

NUM_CLIENTS = 20
DIM = 6
N_PER_CLIENT = 16


def local_update(params, x, y):
    def loss(p):
        return jnp.mean((x @ p - y) ** 2)

    for _ in range(3):
        params = params - 0.05 * jax.grad(loss)(params)
    return params


@jax.jit
def train_cohort(params, xs, ys):
    local = jax.vmap(local_update, in_axes=(None, 0, 0))(params, xs, ys)
    return jnp.mean(local, axis=0)


def main():
    rng = np.random.RandomState(0)
    xs_all = rng.normal(size=(NUM_CLIENTS, N_PER_CLIENT, DIM)).astype(np.float32)
    ys_all = rng.normal(size=(NUM_CLIENTS, N_PER_CLIENT)).astype(np.float32)
    sampler = ClientSampler(NUM_CLIENTS, cohort_size=6, seed=3)
    params = jnp.zeros((DIM,))
    for rnd in range(6):
        cohort = sampler.sample()
        params = train_cohort(params, xs_all[cohort], ys_all[cohort])
        print(f"round {rnd} cohort={len(cohort)} |w|={float(jnp.linalg.norm(params)):.4f}")


if __name__ == "__main__":
    main()
