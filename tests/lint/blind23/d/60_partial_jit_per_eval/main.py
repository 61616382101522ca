import jax.numpy as jnp
import numpy as np

from forms import form_precision, THETA

rng = np.random.default_rng(0)
for form in "ABCDE":
    a = jnp.asarray(rng.uniform(0.8, 2.0, 30), jnp.float32)
    b = jnp.asarray(rng.normal(0, 1, 30), jnp.float32)
    c = jnp.full(30, 0.2, jnp.float32)
    se = form_precision(a, b, c)
    print(f"form {form}: SE at theta=0 {float(se[30]):.3f}, min SE at theta={float(THETA[jnp.argmin(se)]):+.1f}")
