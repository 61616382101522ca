import jax
import jax.numpy as jnp


@jax.jit
def corrupt_and_score(w, x, y, key, noise_std, drift):
    k1, k2 = jax.random.split(key)
    x = x + noise_std * jax.random.normal(k1, x.shape)
    x = x + drift * jnp.cumsum(jax.random.normal(k2, x.shape), axis=1) / x.shape[1]
    logits = jnp.tanh(x).mean(1) @ w
    return (logits.argmax(-1) == y).mean()


def run_split(w, x, y, key, cfg):
    accs = []
    for i in range(0, len(x), cfg["batch"]):
        key, sub = jax.random.split(key)
        accs.append(float(corrupt_and_score(w, x[i : i + cfg["batch"]], y[i : i + cfg["batch"]], sub,
                                            cfg["noise_std"], cfg["drift"])))
    return sum(accs) / len(accs)
