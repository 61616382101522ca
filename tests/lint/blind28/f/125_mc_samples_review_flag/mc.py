import jax
import jax.numpy as jnp

N_SAMPLES = 8


@jax.jit
def mc_predictive(params, x, key):
    keys = jax.random.split(key, N_SAMPLES)

    def one(k):
        mask = jax.random.bernoulli(k, 0.8, (params["w1"].shape[1],)) / 0.8
        h = jax.nn.relu(x @ params["w1"]) * mask
        return jax.nn.softmax(h @ params["w2"])

    samples = jax.vmap(one)(keys)
    return samples.mean(0), samples.std(0).max()


def predict_with_flag(params, x, key, n_missing_frames, max_std=0.1):
    probs, spread = mc_predictive(params, x, key)
    needs_review = n_missing_frames > 2 or float(spread) > max_std
    return probs, needs_review
