import jax.numpy as jnp
import numpy as np

from dashboard import summary_panel, table_panel, trend_panel

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for hospital in ("general", "st_mary", "university"):
        admissions = jnp.asarray(20 * np.exp(0.03 * np.arange(28)) + rng.normal(0, 1, 28), dtype=jnp.float32)
        los = jnp.float32(rng.uniform(6, 10))
        print(hospital, summary_panel(admissions, los), trend_panel(admissions, los), table_panel(admissions, los))
