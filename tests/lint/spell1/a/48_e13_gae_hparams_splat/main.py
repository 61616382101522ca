from learner import prepare_batch
from worker import RolloutWorker

if __name__ == "__main__":
    workers = [RolloutWorker(horizon=64, seed=s) for s in range(3)]
    for it in range(3):
        for w in workers:
            traj = w.collect()
            batch = prepare_batch(traj)
            print(it, round(traj["priority"], 3), float(batch["returns"].mean()))
