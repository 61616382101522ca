import jax
import jax.numpy as jnp

from problem import ReactionDiffusion


def main():
    problem = ReactionDiffusion()
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (2, 16)), "b": jnp.zeros(16),
              "v": jax.random.normal(k2, (16,)) * 0.1}
    for it in range(5):
        k3, kx, kt = jax.random.split(k3, 3)
        xs = jax.random.uniform(kx, (64,), minval=-1.0, maxval=1.0)
        ts = jax.random.uniform(kt, (64,))
        loss, grads = problem.loss_and_grad(params, xs, ts)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)
        print(it, float(loss))


if __name__ == "__main__":
    main()
