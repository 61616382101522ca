from .warp import Reprojector
