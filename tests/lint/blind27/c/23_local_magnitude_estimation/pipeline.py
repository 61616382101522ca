from model import local_magnitude


def realtime_ml(params, event):
    return local_magnitude(params, event["amps"], event["dists"])


def bulletin_ml(params, events):
    return [local_magnitude(params, amps=ev["amps"], dists=ev["dists"]) for ev in events]
