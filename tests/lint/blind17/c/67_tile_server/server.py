import numpy as np

from grids import get_coarsener


class TileServer:
    def __init__(self, field):
        self.field = field

    def handle(self, request):
        coarsen = get_coarsener(request["target"])
        tile = coarsen(self.field)
        return {"target": request["target"], "shape": tile.shape, "max": float(tile.max())}
