import jax
import jax.numpy as jnp


def short_probability(defect_size_nm, spacing_nm, line_nm, key):
    # random defect center across one pitch; a short occurs when the particle bridges two lines
    pitch = spacing_nm + line_nm
    center = jax.random.uniform(key, (256,)) * pitch
    left = jnp.maximum(0.0, center - defect_size_nm / 2)
    right = center + defect_size_nm / 2
    bridges = (left <= line_nm) & (right >= pitch)
    return bridges.mean()


def critical_area_curve(sizes, spacing, line, key):
    keys = jax.random.split(key, sizes.shape[0])
    batched = jax.jit(jax.vmap(short_probability, in_axes=(0, None, None, 0)))
    return batched(sizes, spacing, line, keys)
