import jax
import jax.numpy as jnp


@jax.jit
def dose_to_size(cd_map, dose_offset, sensitivity):
    # correction needed to bring each field's CD to the lot mean, plus the carried offset
    field_err = cd_map - cd_map.mean()
    correction = -field_err / sensitivity + dose_offset
    return correction, cd_map.mean()
