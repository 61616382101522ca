import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P


def make_mesh():
    return Mesh(np.array(jax.devices()).reshape(-1), ("data",))


def replicate(tree, mesh):
    return jax.device_put(tree, NamedSharding(mesh, P()))


def shard_batch(batch, mesh):
    return jax.device_put(batch, NamedSharding(mesh, P("data")))
