import numpy as np

from model import init_params
from server import SongService


def incoming_requests(n=8, seed=5):
    rng = np.random.default_rng(seed)
    for i in range(n):
        n_frames = int(rng.integers(20, 120))   # clip length varies per upload
        yield {"recorder": f"AM{i:02d}", "frames": rng.normal(size=(n_frames, 40)).astype(np.float32)}


service = SongService(init_params())
for req in incoming_requests():
    print(service.handle(req))
