import jax
import jax.numpy as jnp

@jax.jit
def clause_probs(params, feats):
    h = jnp.tanh(feats @ params["w1"])
    return jax.nn.softmax(h @ params["w2"])

def init(key, d_in=50, d_h=32, n_out=7):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d_in, d_h)) * 0.1,
            "w2": jax.random.normal(k2, (d_h, n_out)) * 0.1}
