def parse_scene_tags(tags):
    return {"wet_road": "rain" in tags, "night": "night" in tags}


def from_sensor_log(log):
    return {"wet_road": bool(log.get("wiper_state", 0)), "night": bool(log.get("headlights", 0))}
