from advantages import gae

HPARAMS = {"gae": {"gamma": 0.99, "lam": 0.95}, "clip": 0.2}


def prepare_batch(traj, hparams=HPARAMS):
    adv = gae(traj["rewards"], traj["values"], traj["dones"], **hparams["gae"])
    return {"adv": adv, "returns": adv + traj["values"]}
