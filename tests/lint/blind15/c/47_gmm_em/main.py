import jax
import jax.numpy as jnp

from em import em_step, init_params


def make_data(key, n_per=150):
    centers = jnp.array([[-3.0, 0.0], [0.0, 3.0], [3.0, -1.0]])
    keys = jax.random.split(key, 3)
    pts = [c + 0.7 * jax.random.normal(k, (n_per, 2)) for c, k in zip(centers, keys)]
    return jnp.concatenate(pts)


if __name__ == "__main__":
    k_data, k_init = jax.random.split(jax.random.PRNGKey(0))
    x = make_data(k_data)
    params = init_params(k_init, x, 3)
    for it in range(15):
        params, ll = em_step(params, x)
        if it % 5 == 4:
            print(f"iter {it}: mean loglik {float(ll):.4f}")
    print("means\n", params["means"])
