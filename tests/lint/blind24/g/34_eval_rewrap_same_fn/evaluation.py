import jax
import jax.numpy as jnp


def headway_adherence(pred_headway, sched_headway):
    ratio = pred_headway / sched_headway
    bunching = jnp.mean(ratio < 0.5)
    gapping = jnp.mean(ratio > 1.5)
    return jnp.stack([bunching, gapping, jnp.std(ratio)])


def run_evaluation(pred, sched):
    scorer = jax.jit(headway_adherence)
    return scorer(pred, sched)
