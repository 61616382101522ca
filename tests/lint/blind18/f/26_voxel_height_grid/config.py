from dataclasses import dataclass


@dataclass(frozen=True)
class VoxelConfig:
    voxel_size: float
    grid_dim: int
    max_range: float

    @classmethod
    def from_dict(cls, d):
        return cls(d["voxel_size"], d["grid_dim"], d["max_range"])


SENSOR_PARAMS = {"voxel_size": 0.5, "grid_dim": 32, "max_range": 8.0}
