class VoxelConfig:
    def __init__(self, voxel_size, grid_dim, max_range):
        self.voxel_size = voxel_size
        self.grid_dim = grid_dim
        self.max_range = max_range

    @classmethod
    def from_dict(cls, d):
        return cls(d["voxel_size"], d["grid_dim"], d["max_range"])


SENSOR_PARAMS = {"voxel_size": 0.5, "grid_dim": 32, "max_range": 8.0}
