import jax.numpy as jnp
from refpoints import ypr

def sensitivity(F, m_values=(0.15, 0.2, 0.25)):
    return {m: float(ypr(F, m=m)) for m in m_values}
