import jax
import jax.numpy as jnp


def dept_metrics(row):
    managers, reports, engagement = row
    span = reports / managers
    strain = jax.nn.softplus(span - 8.0)
    return jnp.stack([span, strain, engagement - 0.1 * strain])


@jax.jit
def org_summary(table):
    m = jax.vmap(dept_metrics)(table)
    weights = table[:, 1] / table[:, 1].sum()
    return m.mean(axis=0), (m[:, 2] * weights).sum()
