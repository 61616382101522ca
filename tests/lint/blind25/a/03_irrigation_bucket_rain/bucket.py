import jax
import jax.numpy as jnp

FIELD_CAPACITY = 120.0
WILTING_POINT = 40.0


@jax.jit
def water_balance_day(storage, rain, et0, kc):
    et_crop = kc * et0
    stress = jnp.clip((storage - WILTING_POINT) / (FIELD_CAPACITY - WILTING_POINT), 0.0, 1.0)
    actual_et = et_crop * stress
    storage = storage + rain - actual_et
    drainage = jnp.maximum(storage - FIELD_CAPACITY, 0.0)
    storage = jnp.minimum(storage, FIELD_CAPACITY)
    return storage, drainage, actual_et
