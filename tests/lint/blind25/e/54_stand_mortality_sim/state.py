import jax
from flax import struct

@struct.dataclass
class Stand:
    dbh: jax.Array
    alive: jax.Array
    species: str = struct.field(pytree_node=False, default="picea_abies")

PROJECT = {"species": "picea_abies", "periods": 8}
