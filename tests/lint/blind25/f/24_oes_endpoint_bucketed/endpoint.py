import jax
import jax.numpy as jnp

CO_LINE, F_LINE = 0, 1  # 483 nm CO band, 704 nm F line


@jax.jit
def detect_endpoint(oes, valid, alpha):
    ratio = oes[:, CO_LINE] / (oes[:, F_LINE] + 1e-3)

    def ewma(s, r):
        s = alpha * r + (1 - alpha) * s
        return s, s

    _, smooth = jax.lax.scan(ewma, ratio[0], ratio)
    slope = jnp.gradient(smooth)
    slope = jnp.where(valid, slope, 0.0)
    return jnp.argmin(slope)
