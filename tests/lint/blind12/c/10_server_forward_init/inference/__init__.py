from .server import BatchServer
