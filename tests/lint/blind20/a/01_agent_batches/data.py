import numpy as np


def make_scenes(rng, n_scenes, hist=8, fut=12):
    scenes = []
    for _ in range(n_scenes):
        n_agents = int(rng.integers(3, 9))
        past = rng.normal(size=(n_agents, hist, 2)).astype(np.float32)
        future = rng.normal(size=(n_agents, fut, 2)).astype(np.float32)
        scenes.append({"past": past, "future": future})
    return scenes


def collate(scenes):
    max_agents = max(s["past"].shape[0] for s in scenes)
    hist = scenes[0]["past"].shape[1]
    fut = scenes[0]["future"].shape[1]
    past = np.zeros((len(scenes), max_agents, hist, 2), np.float32)
    future = np.zeros((len(scenes), max_agents, fut, 2), np.float32)
    mask = np.zeros((len(scenes), max_agents), np.float32)
    for i, s in enumerate(scenes):
        n = s["past"].shape[0]
        past[i, :n] = s["past"]
        future[i, :n] = s["future"]
        mask[i, :n] = 1.0
    return {"past": past, "future": future, "mask": mask}


def batches(scenes, batch_size):
    for i in range(0, len(scenes) - batch_size + 1, batch_size):
        yield collate(scenes[i:i + batch_size])
