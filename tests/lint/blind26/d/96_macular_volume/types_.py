import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class OCTScan:
    bscans: jax.Array
    spacing_um: jax.Array
    scan_id: str = dataclasses.field(metadata=dict(static=True))
