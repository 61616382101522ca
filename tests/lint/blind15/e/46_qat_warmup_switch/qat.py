import jax
import jax.numpy as jnp


def fake_quant(w, bits=8):
    qmax = 2 ** (bits - 1) - 1
    scale = jnp.max(jnp.abs(w)) / qmax
    q = jnp.clip(jnp.round(w / scale), -qmax, qmax) * scale
    return w + jax.lax.stop_gradient(q - w)


def maybe_quantize(params, enabled):
    if not enabled:
        return params
    return {k: fake_quant(v) if k.startswith("w") else v for k, v in params.items()}
