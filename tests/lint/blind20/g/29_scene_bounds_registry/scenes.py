SCENE_BOUNDS = {
    "lego": {"near": 2, "far": 6},
    "fern": {"near": 0.5, "far": 3.5},
    "chair": {"near": 2, "far": 6},
    "room": {"near": 0.1, "far": 8.0},
}


def scene_bounds(name):
    b = SCENE_BOUNDS[name]
    return b["near"], b["far"]
