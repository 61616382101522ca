import jax
import jax.numpy as jnp

V, D, MAX_OUT = 26, 32, 9


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (V, D)) * 0.3,
            "mix": jax.random.normal(k2, (D, D)) * 0.3,
            "out": jax.random.normal(k3, (D, V)) * 0.3}


@jax.jit
def decode_step(params, src_summary, buf, pos):
    valid = (jnp.arange(MAX_OUT) < pos)[:, None]
    h = (params["emb"][buf] * valid).sum(0) / pos + src_summary
    tok = jnp.argmax(jnp.tanh(h @ params["mix"]) @ params["out"])
    return buf.at[pos].set(tok), pos + 1
