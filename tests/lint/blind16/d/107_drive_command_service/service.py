import json

import numpy as np

from controller import velocity_command

DEFAULT_MAX_SPEED = 1.0


def handle(body):
    req = json.loads(body)
    pose = np.asarray(req["pose"], np.float32)
    waypoint = np.asarray(req["waypoint"], np.float32)
    max_speed = req.get("max_speed", DEFAULT_MAX_SPEED)
    cmd = velocity_command(pose, waypoint, max_speed)
    return json.dumps({"v": float(cmd[0]), "w": float(cmd[1])})
