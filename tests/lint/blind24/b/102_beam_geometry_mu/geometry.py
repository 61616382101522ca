from typing import NamedTuple

import jax.numpy as jnp


class BeamGeometry(NamedTuple):
    ssd_cm: jnp.ndarray
    field_cm: jnp.ndarray
    depth_cm: jnp.ndarray


def from_plan(plan):
    return BeamGeometry(jnp.float32(plan["ssd"]), jnp.float32(plan["field"]), jnp.float32(plan["depth"]))


def from_legacy_record(rec):
    # old record-and-verify exports store the geometry as a bare triple
    ssd, field, depth = rec
    return (jnp.float32(ssd), jnp.float32(field), jnp.float32(depth))
