def parse_request(req):
    return tuple(int(p) for p in req["levels"].split(","))
