def parse_scene_tags(tags):
    return {"wet_road": "rain" in tags, "night": "night" in tags}


def from_sensor_log(log):
    return {"wet_road": log.get("wiper_state", 0), "night": log.get("headlights", 0)}
