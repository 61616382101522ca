import jax
import jax.numpy as jnp


def student_growth(pre, post, max_score):
    # normalized gain (Hake)
    return jnp.where(pre < max_score, (post - pre) / (max_score - pre), 0.0)


def class_gains(pre, post, max_score):
    per_student = jax.jit(jax.vmap(student_growth, in_axes=(0, 0, None)))
    return per_student(pre, post, max_score)
