from functools import partial

import jax
import jax.numpy as jnp

from charts import chart_for_fit


@partial(jax.jit, static_argnums=(1,))
def nearest_inseam(leg_cm, chart):
    grid = jnp.asarray(chart.inseam_cm)
    return jnp.argmin(jnp.abs(grid[None, :] - leg_cm[:, None]), axis=1)


class InseamService:
    def handle(self, fit, leg_cm):
        chart = chart_for_fit(fit)
        idx = nearest_inseam(leg_cm, chart)
        return [chart.labels[i] for i in idx.tolist()]
