import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def calibrate(sensor, raw, reference):
    def loss(s):
        return jnp.mean((s(raw) - reference) ** 2)
    val, g = eqx.filter_value_and_grad(loss)(sensor)
    sensor = eqx.apply_updates(sensor, jax.tree.map(lambda d: -0.1 * d, g))
    # zero-curtain check: re-centre on the 0 C plateau
    shift = jnp.median(reference - sensor(raw))
    return eqx.tree_at(lambda s: s.offset, sensor, sensor.offset + shift), val
