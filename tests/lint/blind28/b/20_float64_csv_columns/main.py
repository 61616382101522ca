import jax
import jax.numpy as jnp

from loader import load_csv_chunks


@jax.jit
def logistic_fit_step(w, feats, kills, result):
    x = jnp.concatenate([feats, jnp.log1p(kills)[:, None]], axis=1)
    x = (x - x.mean(0)) / (x.std(0) + 1e-6)
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - result * z)
    l, g = jax.value_and_grad(nll)(w)
    return w - 0.1 * g, l


def main():
    w = jnp.zeros(4, dtype=jnp.float32)
    for epoch in range(3):
        for feats, kills, result in load_csv_chunks():
            w, l = logistic_fit_step(w, feats, kills, result)
    print(w, float(l))


if __name__ == "__main__":
    main()
